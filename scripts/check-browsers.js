// Run before the browser tests (npm run test:e2e): names what is missing and exits non-zero.
import { e2eTools, installHint, missingTools } from './lib/browsers.js';

const missing = missingTools(e2eTools());
if (missing.length) {
  console.error(installHint(missing));
  process.exit(1);
}
