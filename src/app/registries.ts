/**
 * The composition root's registries (ARCHITECTURE principle 1): every name a
 * flow may use is bound here, once. `npm run gen` writes what flows:check
 * needs to know of them to schemas/generated/registry.json.
 */
import type { ActionDefinition } from '../model/actionDefinition.ts';
import type { AdapterDefinition } from '../model/adapterDefinition.ts';
import type { ComponentDefinition } from '../model/componentDefinition.ts';
import ActionButton from '../components/ActionButton.tsx';
import Alert from '../components/Alert.tsx';
import Heading from '../components/Heading.tsx';
import LinkButton from '../components/LinkButton.tsx';
import Loader from '../components/Loader.tsx';
import Paragraph from '../components/Paragraph.tsx';
import Section from '../components/Section.tsx';
import TextLink from '../components/TextLink.tsx';
import { getOpenBankEligibility } from '../services/adapters/getOpenBankEligibility.ts';
import { openBankApplication } from '../services/adapters/openBankApplication.ts';

export const componentDefinitions: readonly ComponentDefinition<never>[] = [
  ActionButton,
  Alert,
  Heading,
  LinkButton,
  Loader,
  Paragraph,
  Section,
  TextLink,
];

export const adapterDefinitions: readonly AdapterDefinition[] = [getOpenBankEligibility, openBankApplication];

export const actionDefinitions: readonly ActionDefinition[] = [];
