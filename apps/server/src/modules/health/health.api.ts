// What other modules may use of the health module: nothing (the cart and the checkout read read-models/health.ts).
export {};
