// What other modules may use of the merchant module: the events of merchant applications.
export { APPLICATION_EVENTS, type ApplicationDecided } from './application-events.ts';
