import { defineWidget } from '@anstoss/runtime/widget';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';

export default defineWidget({ name: 'tabs', props: tabsProps, Component: Tabs });
