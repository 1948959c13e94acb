import { createFormHookContexts } from '@tanstack/react-form'

// The React contexts TanStack Form's createFormHook wires: a field component reads its field with
// useFieldContext(), a form component (the submit button) its form with useFormContext().
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
