import { footerColumns } from '../../src/content/footer';
import type { FooterLink } from '../../src/content/types';

/** Every entry of the footer's columns, in page order. */
export const footerLinks = footerColumns.flatMap((column): readonly FooterLink[] => column.links);

type Kind = FooterLink['kind'];

/** The footer entries of one kind: routes, new-tab destinations or placeholders. */
export const footerLinksOf = <K extends Kind>(kind: K) =>
  footerLinks.filter((link): link is Extract<FooterLink, { kind: K }> => link.kind === kind);

/** The footer's one link to a route of the site: Documentation, to the whitepaper. */
export const documentationLink = footerLinksOf('internal')[0]!;
