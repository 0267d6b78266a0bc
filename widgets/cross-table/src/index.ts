import { defineWidget } from '@anstoss/runtime/widget';
import { CrossTable } from './CrossTable.tsx';
import { crossTableProps } from './props.ts';

export default defineWidget({ name: 'cross-table', props: crossTableProps, Component: CrossTable });
