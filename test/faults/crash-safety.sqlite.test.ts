import { describeCrashSafety } from './crash-safety.test-support.ts';

describeCrashSafety('sqlite');
