/** storeflow: the app's own Form component (Form.view.tsx) with the flow's fields and the app's rule evaluator. */
import { createRoot } from 'react-dom/client';
import Form from '../../../../src/components/Form.view.tsx';
import { FormRulesProvider } from '../../../../src/view/FormRulesProvider.tsx';
import '../../../../src/components/form/form.css';
import { mount, now, paymentForm } from '../shared/paymentForm.ts';

createRoot(mount()).render(
  <FormRulesProvider>
    <Form
      formId="payment"
      legend={paymentForm.legend}
      fields={paymentForm.fields as never}
      submitLabel={paymentForm.submitLabel}
      requiredMark={paymentForm.requiredMark}
      now={now()}
      onSubmit={() => undefined}
    />
  </FormRulesProvider>,
);
