import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

const classFor = (variant: Variant, extra?: string) =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

interface LinkButtonProps {
  href: string;
  variant?: Variant;
  children: ReactNode;
}

/** A button-styled link to another route of this site. */
export function RouteButton({ href, variant = 'secondary', children }: LinkButtonProps) {
  return (
    <Link href={href} className={classFor(variant)}>
      {children}
    </Link>
  );
}

interface ExternalButtonProps extends LinkButtonProps {
  newTabLabel: string;
}

/** A button-styled link that opens another site in a new tab, without handing it `window.opener`. */
export function ExternalButton({
  href,
  variant = 'primary',
  newTabLabel,
  children,
}: ExternalButtonProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classFor(variant)}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}

interface ActionButtonProps {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The press begins: a chance to fetch what the click needs (keys press through onClick). */
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  variant?: Variant;
  children: ReactNode;
}

/** A button-styled button that does something on this page. */
export function ActionButton({
  onClick,
  onPointerDown,
  variant = 'secondary',
  children,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      className={classFor(variant)}
      onClick={onClick}
      onPointerDown={onPointerDown}
    >
      {children}
    </button>
  );
}

interface AnchorButtonProps extends LinkButtonProps {
  /** Downloads the file instead of opening it, under this name on the visitor's device. */
  download?: string;
}

/**
 * A button-styled plain link to this site: a file to download, or a page outside the app's routes
 * (the share pages are static HTML that no router renders).
 */
export function AnchorButton({ href, download, variant = 'ghost', children }: AnchorButtonProps) {
  return (
    <a href={href} download={download} className={classFor(variant)}>
      {children}
    </a>
  );
}

interface InertButtonProps {
  children: ReactNode;
  describedBy: string;
  variant?: Variant;
}

/**
 * A control that is shown but not available yet. It stays focusable so assistive technology can
 * discover it and hear why it does nothing (aria-disabled + description), and it never navigates.
 */
export function InertButton({ children, describedBy, variant = 'ghost' }: InertButtonProps) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={describedBy}
      className={classFor(variant, styles.inert)}
    >
      {children}
    </button>
  );
}
