import { describeCrashSafety } from './crash-safety.test-support.js';

describeCrashSafety('sqlite');
