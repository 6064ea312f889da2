import { defineModule } from '../../platform/module.ts';
import { registerCommitStep } from '../order/order.api.ts';
import { checkHealthLines } from './health-commit-step.ts';
import { healthRoutes } from './health.routes.ts';

/**
 * The health module: medicine goods' regulatory facts, medicine demands answered by verified pharmacies with quotes
 * in chat, and its step in the order commit (prescription-only goods only through an accepted, valid quote).
 */
export const healthModule = defineModule({
  name: 'health',
  dependsOn: ['chat', 'order', 'resource', 'shop'],
  register(app, deps) {
    healthRoutes(app, deps);
    registerCommitStep('health', checkHealthLines);
  },
});
