import { defineWidget } from '@anstoss/runtime/widget';
import { ArticleEditor } from './ArticleEditor.tsx';
import { articleEditorProps } from './props.ts';

export default defineWidget({
  name: 'article-editor',
  props: articleEditorProps,
  Component: ArticleEditor,
});
