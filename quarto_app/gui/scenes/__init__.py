"""The screens of the app: menu, game setup, play (with its dice and overlays), about."""
