"""The pygame interface: drawn art, screens and widgets."""
