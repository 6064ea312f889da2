// What other modules may use of the takeaway module (nothing yet: it acts on orders through their events).
export type { TakeawayStage } from '@mall/contract/takeaway/takeaway-fields';
