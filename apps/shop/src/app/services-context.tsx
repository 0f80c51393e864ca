import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './app-types.js';

const ServicesContext = createContext<AppServices | null>(null);

/** Props of {@link ServicesProvider}. */
export interface ServicesProviderProps {
  /** From {@link createServices}. */
  services: AppServices;
  children?: ReactNode;
}

/** Makes the services available to `useServices()`. */
export function ServicesProvider({ services, children }: ServicesProviderProps) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services (client, store, i18n, router host, clock). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it.');
  return services;
}
