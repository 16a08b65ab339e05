/** Components every journey uses. */
import type { Registrations } from './registrations.ts';
import ActionButton from '../../components/ActionButton.tsx';
import Alert from '../../components/Alert.tsx';
import Columns from '../../components/Columns.tsx';
import FeatureList from '../../components/marketing/FeatureList.tsx';
import Heading from '../../components/Heading.tsx';
import LinkButton from '../../components/LinkButton.tsx';
import Loader from '../../components/Loader.tsx';
import Paragraph from '../../components/Paragraph.tsx';
import Section from '../../components/Section.tsx';
import TextLink from '../../components/TextLink.tsx';

export const sharedRegistrations: Registrations = {
  components: [ActionButton, Alert, Columns, FeatureList, Heading, LinkButton, Loader, Paragraph, Section, TextLink],
  adapters: [],
  actions: [],
};
