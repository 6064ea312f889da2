// What other modules may use of the complaint module (the event of an answered complaint, where a shopper reads one).
export { COMPLAINT_EVENTS, complaintPagePath, type ComplaintAnswered } from './complaint-events.ts';
