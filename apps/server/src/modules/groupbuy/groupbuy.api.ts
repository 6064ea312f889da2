// What other modules may use of the groupbuy module: nothing yet (orders reach it through the commit step and events).
export {};
