import { checkRepository, findUntypedLanguageFiles } from './repo-rules.ts';
import { readLanguages, readSourceFiles, readTranslationTypes } from './repo-files.ts';

const { declaration, sources } = readTranslationTypes();
const violations = [
  ...checkRepository(readSourceFiles(), readLanguages()),
  ...findUntypedLanguageFiles(declaration, sources),
];
for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.detail}`);
if (violations.length > 0) {
  console.error(`repository check: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log('repository check: no violations');
