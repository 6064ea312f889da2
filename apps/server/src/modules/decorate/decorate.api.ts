// What other modules may use of the decorate module (the mall's decoration config).
export { queryDecorateConfig } from './decorate.service.ts';
