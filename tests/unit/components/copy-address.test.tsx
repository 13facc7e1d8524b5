import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyAddress } from '../../../src/components/copy-address';
import { Toaster } from '../../../src/components/toaster';
import { useUiStore } from '../../../src/stores/ui-store';
import { englishPage } from '../../shared/english-page';
import { en } from '../../site-messages';
import { inEnglish } from '../render-app';

const ADDRESS = englishPage.contractAddress;

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

async function renderCopy() {
  render(
    await inEnglish(
      <>
        <CopyAddress address={ADDRESS} />
        <Toaster />
      </>,
    ),
  );
  return screen.getByRole('button', { name: en('hero.copyAccessibleLabel') });
}

describe('copying the contract address', () => {
  beforeEach(() => {
    // react-hot-toast keeps its list at module level; start every test from an empty screen.
    toast.remove();
    useUiStore.setState({ toasts: [] });
  });

  it('shows the full address', async () => {
    await renderCopy();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  });

  it(`writes the address and announces "${englishPage.copied.title}"`, async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    const button = await renderCopy();
    const user = userEvent.setup();
    setClipboard(writeText); // user-event installs its own clipboard; ours must win
    await user.click(button);

    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(englishPage.copied.title);
    expect(toast).toHaveTextContent(englishPage.copied.description);
    expect(toast).toHaveAttribute('data-tone', 'success');
  });

  it(`shows a destructive "${englishPage.copyFailed.title}" toast and logs the error when the clipboard refuses`, async () => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = await renderCopy();
    const user = userEvent.setup();
    setClipboard(vi.fn().mockRejectedValue(refusal));
    await user.click(button);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(englishPage.copyFailed.title);
    expect(toast).toHaveTextContent(englishPage.copyFailed.description);
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(errorLog).toHaveBeenCalledWith(expect.any(String), refusal);
  });

  it('fails the same way when the browser has no clipboard at all', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = await renderCopy();
    const user = userEvent.setup();
    setClipboard(undefined);
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(englishPage.copyFailed.title);
    expect(errorLog).toHaveBeenCalled();
  });

  it('can dismiss a toast', async () => {
    setClipboard(vi.fn().mockResolvedValue(undefined));
    const button = await renderCopy();
    const user = userEvent.setup();
    setClipboard(vi.fn().mockResolvedValue(undefined));
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: en('toast.dismiss') }));
    expect(useUiStore.getState().toasts).toHaveLength(0);
  });
});
