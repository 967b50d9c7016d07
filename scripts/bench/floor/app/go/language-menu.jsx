'use client';
// The /go frame's language menu (./language.jsx): a MUI Menu of MenuItems, loaded with its first opening.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export function LanguageMenu({ anchor, onClose, langs, lang, onChoose }) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {langs.map(([value, name]) => <MenuItem key={value} selected={value === lang} lang={value} onClick={() => onChoose(value)}>{name}</MenuItem>)}
    </Menu>
  );
}
