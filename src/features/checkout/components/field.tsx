import type { InputHTMLAttributes, ReactNode } from 'react'

/** A labelled input with its docs/product.md, Validation and messages message underneath (aria-invalid + aria-describedby). */
export function Field({
  label,
  error,
  id,
  children,
  ...input
}: { label: ReactNode; error?: string; id: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      )}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
