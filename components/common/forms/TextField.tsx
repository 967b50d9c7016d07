// The portal's text field is MUI's outlined TextField; with `select`, its options are MUI's
// MenuItems (`<Option value=…>`), as MUI's TextField takes them.
export { default as TextField } from '@mui/material/TextField';
export { default as Option } from '@mui/material/MenuItem';
