// What other modules may use of the after-sales module (requests' state and its events).
export { RETURN_EVENTS, type ReturnMovedPayload } from './return-state.ts';
export { shopOfReturn } from './return-steps.service.ts';
