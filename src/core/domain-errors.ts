import { RouteExportError, RouteFileError } from './reports/route-file-error';
import { KeyStoreError } from './secrets/key-store';
import { ServiceSourceError } from './secrets/service-source-control';
import { ServiceError } from './service-client/errors';
import { LayerImageError } from './service-data/layer-image-fetch';
import { NoServiceError } from './service-data/service-data';
import { StoreError } from './store/store-errors';

/**
 * The one translation of core's domain errors for the renderer, made by the router for every
 * call: an error that carries a code (the store's, the service client's, a refused route file,
 * no service configured, the service source, a key store that failed) crosses as `{ code, message, details }`, its words
 * as they are. A handler never catches to translate. A new kind of domain error is added here.
 */
const domainErrorClasses = [StoreError, RouteFileError, RouteExportError, NoServiceError, ServiceSourceError, KeyStoreError, LayerImageError] as const;

export interface DomainErrorShape {
  code: string;
  message: string;
  details?: unknown;
}

/** The error as it crosses to the renderer, or null when it is not a domain error (an internal one). */
export function domainErrorShape(error: unknown): DomainErrorShape | null {
  if (error instanceof ServiceError) return error.toJSON();
  if (domainErrorClasses.some((kind) => error instanceof kind)) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  return null;
}
