import { defineWidget } from '@anstoss/runtime/widget';
import { FanPoll } from './FanPoll.tsx';
import { fanPollProps } from './props.ts';

export default defineWidget({ name: 'fan-poll', props: fanPollProps, Component: FanPoll });
