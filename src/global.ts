/**
 * Runs first in the browser (Umi imports src/global.ts before the app). Our CSP has no
 * 'unsafe-eval', so zod must not probe for `new Function` (its JIT check): the probe is caught by
 * zod but reported as a CSP violation on every page. Parsing stays the same, only not compiled.
 */
import { z } from 'zod';

z.config({ jitless: true });
