import { test as base } from '@playwright/test';
import { puppeteerVisitor } from './puppeteer-visitor';
import type { EngineName, VisitOptions, Visitor } from './visitor';
import { webkitVisitor } from './webkit-visitor';

export interface EngineOptions {
  engine: EngineName;
  /** WebKit feature flags for MiniBrowser, e.g. '+AllowWebGLInWorkers'. */
  webkitFeatures: string[];
  /**
   * The engine offers WebGL2 that then refuses the scene's context (a known engine defect): the
   * hero must still show the still image and say why, but the scene may fail, and three.js may
   * log that it did.
   */
  sceneMayFail: boolean;
}

interface EngineFixtures {
  /** Opens a new visitor in this project's engine; every one is closed after the test. */
  visit: (options?: VisitOptions) => Promise<Visitor>;
}

export const test = base.extend<EngineFixtures, EngineOptions>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  webkitFeatures: [[], { option: true, scope: 'worker' }],
  sceneMayFail: [false, { option: true, scope: 'worker' }],
  visit: async ({ engine, webkitFeatures }, provide) => {
    const opened: Visitor[] = [];
    await provide(async (options) => {
      const visitor =
        engine === 'webkit'
          ? await webkitVisitor(options, webkitFeatures)
          : await puppeteerVisitor(engine, options);
      opened.push(visitor);
      return visitor;
    });
    await Promise.all(opened.map((visitor) => visitor.close().catch(() => {})));
  },
});

export { expect } from '@playwright/test';
