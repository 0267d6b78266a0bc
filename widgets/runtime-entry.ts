// The build entry: `dist/runtime.js`. It boots the runtime with the widget registry.
import '../shared/styles/index.css';
import { boot } from '@anstoss/runtime';
import { registry } from './registry.ts';

boot(registry);
