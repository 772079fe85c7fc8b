import { createContext, type ReactNode, useContext } from 'react';
import type { AppServices } from './ports.ts';

const AppServicesContext = createContext<AppServices | null>(null);

/**
 * Supplies the ports (api, storage, navigation, clock, payment gateway). The host passes a new `services`
 * object whenever the location changes, so components reading `navigation.pathname` re-render.
 */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useServices() needs an <AppServicesProvider> above it.');
  return services;
}
