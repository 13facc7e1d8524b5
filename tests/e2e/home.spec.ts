import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: name, tagline, badges, market cap and the full contract address', async ({
    page,
  }) => {
    await expect(page).toHaveTitle(/Emberwild/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: 'Emberwild' });
    await expect(hero.getByText('Rise of the Masked Flame')).toBeVisible();
    const badges = hero.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(badges).toHaveText(['$EMBER', 'Play-to-Earn', 'Solana']);
    await expect(hero.getByText('Launch market cap')).toBeVisible();
    await expect(hero.getByText('$60,000')).toBeVisible();
    await expect(hero.getByText('EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump')).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Copy contract address' })).toBeVisible();
    await expect(hero.getByRole('img', { name: /Masked Flame/ })).toBeVisible();
  });

  test('sections come in SPEC order, each an h2 region', async ({ page }) => {
    const names = await page
      .getByRole('main')
      .getByRole('region')
      .evaluateAll((regions) =>
        regions.map((region) => region.querySelector('h1, h2')?.textContent?.trim()),
      );
    expect(names).toEqual([
      'Emberwild',
      'The Masked Flame',
      'Game Features',
      'Gameplay Mechanics',
      'Tokenomics',
      'Roadmap',
    ]);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('character: story, abilities, and the masks, wings and gear', async ({ page }) => {
    const section = page.getByRole('region', { name: 'The Masked Flame' });
    await expect(section.getByRole('heading', { name: 'Abilities' })).toBeVisible();
    for (const item of ['Masks', 'Wings', 'Gear']) {
      await expect(
        section.getByRole('heading', { level: 3, name: item, exact: true }),
      ).toBeVisible();
    }
  });

  test('game features: the six cards with exact titles', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Game Features' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Open-World Exploration',
      'PvE & PvP Combat',
      'Play-to-Earn Rewards',
      'Flame Keys System',
      'NFT Integration',
      'Community Tournaments',
    ]);
  });

  test('gameplay: three cards and the demo placeholder', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Gameplay Mechanics' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Flame Keys Unlock Realms',
      'Power Progression',
      'Realm Mastery',
      'Gameplay Demo - Coming Soon',
    ]);
  });

  test('tokenomics: supply, cap, audit, allocation as a table and the utility list', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: 'Tokenomics' });
    await expect(section.getByText('1,000,000,000 EMBER')).toBeVisible();
    await expect(section.getByText('$60,000')).toBeVisible();
    await expect(section.getByText('Audited')).toBeVisible();
    const table = section.getByRole('table', { name: 'Token allocation' });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Public Sale 10%',
      'Game Development 20%',
      'Player Rewards 30%',
      'DAO Treasury 20%',
      'Team & Advisors 10%',
      'Liquidity & Security 10%',
    ]);
    await expect(section.getByRole('heading', { name: 'Token utility' })).toBeVisible();
    await expect(section.getByText('Staking for legendary mask NFTs')).toBeVisible();
    await expect(section.getByText('Crafting with burn')).toBeVisible();
  });

  test('roadmap: four phases, Phase 1 current, Phase 2 upcoming, Phases 3–4 future', async ({
    page,
  }) => {
    const phases = page
      .getByRole('region', { name: 'Roadmap' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(phases).toHaveCount(4);
    const statuses = await phases.evaluateAll((items) => items.map((item) => item.dataset.status));
    expect(statuses).toEqual(['current', 'upcoming', 'future', 'future']);
    await expect(phases.first()).toContainText('Phase 1');
  });

  test('footer: Game, Token and Community columns; Documentation goes to the whitepaper', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Game',
      'Token',
      'Community',
    ]);
    await footer.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/whitepaper$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emberwild Whitepaper');
  });

  test('footer placeholders point nowhere', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    const placeholders = footer.locator('[data-placeholder]');
    for (const placeholder of await placeholders.all()) {
      await expect(placeholder.getByRole('link')).toHaveCount(0);
      await expect(placeholder).not.toHaveAttribute('href');
    }
    await expect(placeholders).toHaveText([
      'Gameplay (Coming soon)',
      'Characters (Coming soon)',
      'NFT Marketplace (Coming soon)',
      'Tournaments (Coming soon)',
      'Tokenomics (Coming soon)',
      'Staking (Coming soon)',
      'Buy $EMBER (Coming soon)',
    ]);
    await expect(footer.getByRole('link', { name: /^Gameplay/ })).toHaveCount(0);
  });

  test('the Whitepaper button opens /whitepaper in the same tab', async ({ page }) => {
    await page.getByRole('link', { name: 'Whitepaper', exact: true }).last().click();
    await expect(page).toHaveURL(/\/whitepaper$/);
  });
});
