// zod as every schema of the browser takes it (import z from here, never from 'zod', in frontend
// code: a lint rule says so). In the browser zod compiles no parsers with `new Function`: pages run
// under a Content-Security-Policy without 'unsafe-eval' (docs/decisions.md, "Content-Security-Policy
// (issue 23 §5)"), and zod's probe for it is reported as a violation even though zod catches the
// refusal. The setting is global (every copy of zod on the page) and made before a schema exists
// (this module comes first). It is the package's one module with a side effect (package.json
// `sideEffects`): otherwise the bundler would skip it, taking its `z` straight from zod, and drop
// the setting. The API keeps compiled parsers.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
