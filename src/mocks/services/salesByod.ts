import { BYOD_MODELS, byodModel, byodModelByImei, type ByodModel } from '../catalogue/byod.ts';
import type { MockService } from '../mockService.ts';
import { readCaller, str } from './salesRequest.ts';

function verdict(model: ByodModel) {
  const device = { makeId: model.makeId, make: model.makeName, modelId: model.modelId, name: model.name, esim: model.esim, fiveG: model.fiveG };
  if (model.locked) return { compatible: false, reason: 'locked', device };
  if (!model.compatible) return { compatible: false, reason: 'network', device };
  return { compatible: true, reason: '', device };
}

/**
 * BYOD compatibility check (deviceconfigservice): by make and model, or by
 * IMEI (its first 8 digits name the model). Answers compatible or why not:
 * unknown, network (3G only), locked (to another carrier), blocked (reported
 * lost or stolen: an IMEI ending in 0000, as in the trade-in mock).
 */
export const salesByodCheck: MockService = {
  key: 'POST /deviceconfigservice/byod/compatibility',
  paths: ['/deviceconfigservice/byod/compatibility', '/deviceconfigservice/nse/byod/compatibility', '/prepayservice/deviceconfig/byod/compatibility'],
  defaultAnswer: async (ctx) => {
    const { body } = await readCaller(ctx);
    const makes = [...new Map(BYOD_MODELS.map((m) => [m.makeId, { id: m.makeId, name: m.makeName }])).values()];
    const models = BYOD_MODELS.map((m) => ({ id: m.modelId, makeId: m.makeId, name: m.name }));
    const lists = { makes, models, errors: [] };
    if (str(body.method) === 'imei') {
      const imei = str(body.imei).replace(/\D/g, '');
      if (imei.endsWith('0000')) return { body: { ...lists, checked: true, compatible: false, reason: 'blocked', device: null } };
      const model = byodModelByImei(imei);
      return { body: { ...lists, checked: true, ...(model ? verdict(model) : { compatible: false, reason: 'unknown', device: null }) } };
    }
    if (str(body.method) === 'model') {
      const model = byodModel(str(body.modelId));
      return {
        body: {
          ...lists,
          checked: true,
          ...(model && model.makeId === str(body.makeId) ? verdict(model) : { compatible: false, reason: 'unknown', device: null }),
        },
      };
    }
    // No method: the lists of makes and models the form offers.
    return { body: { ...lists, checked: false, compatible: false, reason: '', device: null } };
  },
};
