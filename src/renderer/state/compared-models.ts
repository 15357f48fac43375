import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { ModelAlongRoute } from '../../shared/voyage/model-along-route';
import { createVoyageStore } from './external-store';

/**
 * The models compared with each voyage's forecast, kept for the window's life: the side panel
 * unmounts a tab it hides, and coming back must not mean asking for them again. Per voyage, for
 * one revision: a newer revision's forecast starts with none.
 */
export interface ComparedModels {
  revision: number;
  list: readonly ServiceAnswer<ModelAlongRoute>[];
}

export const comparedModelsStore = createVoyageStore<ComparedModels>({ revision: -1, list: [] });
