import { describeApiContract } from './api-contract.ts';

describeApiContract('sqlite');
