import { defineWidget } from '@anstoss/runtime/widget';
import { ReportTool } from './ReportTool.tsx';
import { reportToolProps } from './props.ts';

export default defineWidget({ name: 'report-tool', props: reportToolProps, Component: ReportTool });
