// The features' texts are merged into one table per remote: a key that two features define with
// different texts shows one feature's text in the other's place (found: the payment choice's
// legend read "This way to pay is not offered…", the error of the same key).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { LocaleMessages } from '@congress/i18n';

const featuresDir = path.join(__dirname, '..');

test('no two features of the member area give one key different texts', () => {
  const seen = new Map<string, { feature: string; text: string }>();
  const clashes: string[] = [];
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'messages.ts');
    if (!existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { messages } = require(file) as { messages: LocaleMessages };
    for (const [locale, table] of Object.entries(messages))
      for (const [key, text] of Object.entries(table as Record<string, string>)) {
        const id = `${locale}:${key}`;
        const earlier = seen.get(id);
        if (earlier && earlier.text !== text) clashes.push(`${id} (${earlier.feature}, ${feature})`);
        else seen.set(id, { feature, text });
      }
  }
  expect(clashes).toEqual([]);
});
