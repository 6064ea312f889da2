// What other modules may use of the loyalty module (score points: their rules).
export { LOYALTY_RULES, pointsFor } from './loyalty-rules.ts';
