import { describeApiContract } from './api-contract.js';

describeApiContract('sqlite');
