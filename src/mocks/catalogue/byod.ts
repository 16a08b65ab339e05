/**
 * Bring your own device (BYOD): phones a shopper may already own, with what
 * the network check would say about them. Fictional makes and models, the
 * same as the trade-in list; `tac` is the first 8 digits of an IMEI (the
 * type allocation code that names a model), so an IMEI check finds the model.
 */
export type ByodModel = {
  makeId: string;
  makeName: string;
  modelId: string;
  name: string;
  tac: string;
  /** Works on the 4G LTE and 5G network (older 3G-only phones do not). */
  compatible: boolean;
  esim: boolean;
  fiveG: boolean;
  /** Locked to another carrier: must be unlocked there first. */
  locked?: boolean;
};

const m = (
  makeId: string,
  makeName: string,
  modelId: string,
  name: string,
  tac: string,
  compatible: boolean,
  esim: boolean,
  fiveG: boolean,
  locked = false,
): ByodModel => ({ makeId, makeName, modelId, name, tac, compatible, esim, fiveG, locked });

export const BYOD_MODELS: readonly ByodModel[] = [
  m('nova', 'Nova', 'nova-15-pro', 'Nova 15 Pro', '35407115', true, true, true),
  m('nova', 'Nova', 'nova-14', 'Nova 14', '35693803', true, true, true),
  m('nova', 'Nova', 'nova-11', 'Nova 11', '35325610', true, true, false),
  m('nova', 'Nova', 'nova-8', 'Nova 8', '35309009', false, false, false),
  m('galaxa', 'Galaxa', 'galaxa-s24', 'Galaxa S24', '35044762', true, true, true),
  m('galaxa', 'Galaxa', 'galaxa-s22', 'Galaxa S22', '35332811', true, true, true, true),
  m('galaxa', 'Galaxa', 'galaxa-a14', 'Galaxa A14', '35162531', true, false, false),
  m('pixelle', 'Pixelle', 'pixelle-9-pro', 'Pixelle 9 Pro', '35818052', true, true, true),
  m('pixelle', 'Pixelle', 'pixelle-7', 'Pixelle 7', '35362748', true, true, true),
  m('moto', 'Moto', 'moto-edge-2023', 'Moto Edge 2023', '35119672', true, false, true),
  m('moto', 'Moto', 'moto-g-2022', 'Moto G 2022', '35986411', true, false, false),
];

export function byodModel(modelId: string): ByodModel | undefined {
  return BYOD_MODELS.find((model) => model.modelId === modelId);
}

export function byodModelByImei(imei: string): ByodModel | undefined {
  return BYOD_MODELS.find((model) => imei.startsWith(model.tac));
}
