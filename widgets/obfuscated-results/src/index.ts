import { defineWidget } from '@anstoss/runtime/widget';
import { ObfuscatedResults } from './ObfuscatedResults.tsx';
import { obfuscatedResultsProps } from './props.ts';

export default defineWidget({
  name: 'obfuscated-results',
  props: obfuscatedResultsProps,
  Component: ObfuscatedResults,
});
