// Text and password fields of the sign-in page; errors appear under the field.
import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface FieldProps {
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function TextInputField({ name, autoComplete, ...props }: FieldProps & { name: string; autoComplete?: string }) {
  return (
    <TextField
      id={`signin-${name}`}
      name={name}
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function PasswordField({ name = 'password', ...props }: FieldProps & { name?: string }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={`signin-${name}`}
      name={name}
      type={visible ? 'text' : 'password'}
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      autoComplete="current-password"
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'app.auth.hide_password' : 'app.auth.show_password')}
                onClick={() => setVisible(!visible)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
