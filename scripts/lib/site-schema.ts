import { z } from 'zod';
import { armorySlots, rarities } from '../../src/content/armory.ts';
import { gearKinds } from '../../src/content/armory-look.ts';
import { colorTokens, type AllocationEntry } from '../../src/content/types.ts';

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

const total = (entries: readonly { percent: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.percent, 0);

const allocationSchema = z
  .array(
    z.object({
      name: z.string().min(1, 'is empty'),
      percent: z.number().min(0, 'is below 0').max(100, 'is above 100'),
    }),
  )
  .refine((entries) => total(entries) === 100, {
    error: (issue) => `total ${total(issue.input as AllocationEntry[])} does not total 100`,
  });

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? 'is missing' : `is not one of ${values.join(', ')}`,
  });
const messageKey = z.string({ error: 'is not a message key' }).min(1, 'is empty');
const color = oneOf(colorTokens);
const lookOfSlot = {
  mask: z.object(
    { wood: color, grain: color, paint: color, eyes: color },
    { error: 'is not a mask look ({ wood, grain, paint, eyes })' },
  ),
  wings: z
    .object(
      { feather: color, tip: color },
      { error: 'is not a wings look ({ feather, tip }) or null' },
    )
    .nullable(),
  gear: z.object(
    { kind: oneOf(gearKinds), tint: color },
    { error: 'is not a gear look ({ kind, tint })' },
  ),
};

const armoryItemSchema = z
  .object({
    id: z
      .string({ error: 'is not an id' })
      // No '-': a share page's slug joins a set's three ids with it (src/content/looks.ts).
      .regex(/^[a-z][a-z0-9]*$/, 'is not an id (lowercase letters and digits)'),
    slot: oneOf(armorySlots),
    rarity: oneOf(rarities),
    name: messageKey,
    description: messageKey,
    look: z.unknown(),
  })
  .superRefine((item, context) => {
    // The look's shape depends on the slot: a mask's colours, wings (or none), a piece of gear.
    const result = lookOfSlot[item.slot].safeParse(item.look);
    for (const issue of result.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message, path: ['look', ...issue.path] });
  });

const armorySchema = z.object({
  slots: z.array(
    z.object({ slot: oneOf(armorySlots), legend: messageKey, description: messageKey }),
  ),
  items: z.array(armoryItemSchema),
  defaults: z.object(
    Object.fromEntries(armorySlots.map((slot) => [slot, z.string({ error: 'is missing' })])),
  ),
});

type Problem = { path: readonly PropertyKey[]; message: string };

/** A field of an object, read defensively: anything else has none. */
const field = (value: unknown, key: PropertyKey) =>
  value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/**
 * What the schema cannot see item by item: an id used twice in a slot, a slot shown twice or not
 * at all, a slot without items, a default that is not an item of its slot. Read defensively, so
 * these are reported together with any malformed field.
 */
function armoryCrossChecks(armory: unknown): Problem[] {
  if (!armory || typeof armory !== 'object') return [];
  const { slots, items, defaults } = armory as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const problems: Problem[] = [];
  const keys = list(items).map(
    (item) => `${String(field(item, 'slot'))}/${String(field(item, 'id'))}`,
  );
  keys.forEach((key, index) => {
    const first = keys.indexOf(key);
    const message = `is also the id of armory.items[${first}], in the same slot`;
    if (first !== index) problems.push({ path: ['items', index, 'id'], message });
  });
  const shown = list(slots).map((slot) => field(slot, 'slot'));
  shown.forEach((slot, index) => {
    if (shown.indexOf(slot) !== index)
      problems.push({ path: ['slots', index, 'slot'], message: 'is shown twice' });
  });
  for (const slot of armorySlots) {
    if (!shown.includes(slot)) problems.push({ path: ['slots'], message: `has no ${slot} group` });
    const ids = list(items)
      .filter((item) => field(item, 'slot') === slot)
      .map((item) => field(item, 'id'));
    if (ids.length === 0) problems.push({ path: ['items'], message: `has no ${slot} item` });
    const chosen = field(defaults, slot);
    if (typeof chosen === 'string' && !ids.includes(chosen))
      problems.push({
        path: ['defaults', slot],
        message: `is not an item of the ${slot} slot (${ids.join(', ') || 'none'})`,
      });
  }
  return problems;
}

function describe(prefix: string, root: unknown, problems: readonly Problem[]): string[] {
  return problems.map(({ path, message }) => {
    // A field as the content spells it: `armory.items[3].rarity`.
    const name = z.core.toDotPath([prefix, ...path]);
    const value = path.reduce(field, root);
    // A list or a group is named, not printed; a missing field has no value to show.
    if (value === undefined || (typeof value === 'object' && value !== null))
      return `${name}: ${message}`;
    return `${name}: ${JSON.stringify(value)} ${message}`;
  });
}

const problemsOf = (error: z.ZodError | undefined): Problem[] => error?.issues ?? [];

/** Every problem in the Armory's content, naming each field and bad value; [] when valid. */
export function validateArmory(armory: unknown): string[] {
  const result = armorySchema.safeParse(armory);
  return describe('armory', armory, [...problemsOf(result.error), ...armoryCrossChecks(armory)]);
}

/** Every problem in the configuration, each naming the field and the bad value; [] when valid. */
export function validateContent(
  site: unknown,
  allocation: readonly AllocationEntry[],
  armory?: unknown,
): string[] {
  return [
    ...describe('site', site, problemsOf(siteSchema.safeParse(site).error)),
    ...describe('allocation', allocation, problemsOf(allocationSchema.safeParse(allocation).error)),
    ...(armory === undefined ? [] : validateArmory(armory)),
  ];
}
