import { z } from 'zod';
import type { AllocationEntry } from '../../src/content/types.ts';

// Build-time only: the build's content check (validate-content-plugin.ts) and the unit tests use
// it, never the app, so the validator is not shipped to visitors (ESLint keeps zod out of src/).

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const httpsUrl = z.url({ protocol: /^https$/, error: 'is not an absolute https URL' });

export const siteSchema = z.object({
  name: z.string().min(1, 'is empty'),
  siteUrl: httpsUrl,
  contractAddress: z.string().regex(BASE58_ADDRESS, 'is not a Solana address'),
  token: z.object({
    symbol: z.string().min(1, 'is empty'),
    ticker: z.string().min(1, 'is empty'),
    maxSupply: z.number().int('is not a whole number').positive('is not positive'),
    launchMarketCapUsd: z.number().nonnegative('is negative'),
  }),
  links: z.object({
    playNow: httpsUrl,
    community: httpsUrl,
    support: httpsUrl,
    social: httpsUrl,
    website: httpsUrl,
  }),
});

export const allocationSchema = z
  .array(
    z.object({
      name: z.string().min(1, 'is empty'),
      percent: z.number().min(0, 'is below 0').max(100, 'is above 100'),
    }),
  )
  .refine((entries) => entries.reduce((sum, entry) => sum + entry.percent, 0) === 100, {
    message: 'does not total 100',
  });

/** Zod's issues as lines naming the field and the bad value (zod reports it: reportInput). */
const describe = (prefix: string, error: z.ZodError): string[] =>
  error.issues.map((issue) => {
    const value = issue.input;
    const shown = Array.isArray(value)
      ? `total ${value.reduce((sum: number, entry: { percent?: number }) => sum + (entry.percent ?? 0), 0)}`
      : JSON.stringify(value);
    return `${[prefix, ...issue.path.map(String)].join('.')}: ${shown} ${issue.message}`;
  });

/** Every problem in the configuration, each naming the field and the bad value; [] when valid. */
export function validateContent(site: unknown, allocation: readonly AllocationEntry[]): string[] {
  const problems: string[] = [];
  const siteResult = siteSchema.safeParse(site, { reportInput: true });
  if (!siteResult.success) problems.push(...describe('site', siteResult.error));
  const allocationResult = allocationSchema.safeParse(allocation, { reportInput: true });
  if (!allocationResult.success) problems.push(...describe('allocation', allocationResult.error));
  return problems;
}
