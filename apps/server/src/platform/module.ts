import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from './deps.ts';

/**
 * A server module as the app composes it: its name (its folder under modules/), the modules whose public files it
 * uses, and one place that registers everything it runs: routes, background jobs and domain-event subscribers.
 * Each becomes a Fastify plugin declaring its dependencies, so a module registered before one it needs fails at
 * start, and the tools test checks that the declared dependencies are the imports the code makes.
 */
export interface ServerModule {
  name: string;
  dependsOn: readonly string[];
  register(app: FastifyInstance, deps: Deps): void | Promise<void>;
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}

/** Registers the modules in order, each after every module it depends on (Fastify checks the names). */
export async function composeModules(app: FastifyInstance, deps: Deps, modules: readonly ServerModule[]): Promise<void> {
  for (const m of modules) {
    // Not encapsulated: the routes are the app's own, and the hooks of the app (auth, errors) apply to them.
    await app.register(
      fp(async (instance) => m.register(instance, deps), { name: m.name, dependencies: [...m.dependsOn], fastify: '5.x' }),
    );
  }
}
