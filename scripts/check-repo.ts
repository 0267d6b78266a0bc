import { checkRepository, findUntypedLanguageFiles } from './repo-rules.ts';
import { checkReadRules } from './repo-rules-read.ts';
import { checkWriteRules } from './repo-rules-write.ts';
import { readLanguages, readSourceFiles, readTranslationTypes } from './repo-files.ts';

const { declaration, sources } = readTranslationTypes();
const files = readSourceFiles();
const violations = [
  ...checkRepository(files, readLanguages()),
  ...checkWriteRules(files),
  ...checkReadRules(files),
  ...findUntypedLanguageFiles(declaration, sources),
];
for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.detail}`);
if (violations.length > 0) {
  console.error(`repository check: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log('repository check: no violations');
