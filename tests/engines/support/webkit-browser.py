#!/usr/bin/python3
"""
The browser WebKitWebDriver starts for tests/engines: one GTK window per automation page, holding
a WebKitWebView. Not Debian's MiniBrowser: its toolbar keeps windows at least 447 px wide (the
checks need 390), and its automation sessions write no console message to standard error.

Usage (by WebKitWebDriver): webkit-browser.py --automation --data-dir=FOLDER
"""
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

# The cache and storage of this run: a folder the driver's caller removes.
data = next(arg.split('=', 1)[1] for arg in sys.argv if arg.startswith('--data-dir='))
manager = WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)
# Xvfb has no GPU: compositing through software GL costs CPU and changes no layout.
settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect('close', lambda _view: Gtk.main_quit())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('webkit-engine')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
